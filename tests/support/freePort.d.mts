/** A loopback port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number>;
