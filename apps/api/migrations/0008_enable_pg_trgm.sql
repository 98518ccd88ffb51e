-- Trigram indexes make 'contains' searches (names, matric numbers) fast on large schools;
-- btree_gin lets such an index start with school_id, as every tenant index does.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
