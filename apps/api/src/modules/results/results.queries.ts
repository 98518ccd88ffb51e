// What other modules may call in results, besides its tables (*.tables.ts, for joins).

export { resultsStanding } from './student/home-standing.ts';
