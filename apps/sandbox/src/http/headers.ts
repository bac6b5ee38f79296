/**
 * Sandbox-only: a request that carries this header with the value 500 is answered as a fault inside the service
 * (after authentication, before anything is read or written), so the documented 500s can be tried too.
 */
export const FAULT_HEADER = 'x-sandbox-fault';
