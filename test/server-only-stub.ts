// Unit tests import server-only modules directly; this stands in for the 'server-only' guard.
export {};
