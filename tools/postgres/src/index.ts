export { findPostgres, type FoundPostgres } from './find-postgres.js';
export { createThrowawayDatabase, type ThrowawayDatabase } from './throwaway-database.js';
export {
  findPostgresBinaries,
  startPrivatePostgres,
  type PostgresBinaries,
  type PrivatePostgres,
} from './private-postgres.js';
