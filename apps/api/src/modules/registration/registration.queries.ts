// What other modules may call in registration, besides its tables (*.tables.ts, for joins).

export { type HomeStudent, registrationStanding } from './home-standing.ts';
