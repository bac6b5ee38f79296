export { findPostgres, type FoundPostgres } from './find-postgres.js';
export { createThrowawayDatabase, type ThrowawayDatabase } from './throwaway-database.js';
