// Kept for scripts/bench until it imports tests/support/redisServer.mjs directly.
export { startRedis } from '../tests/support/redisServer.mjs';
