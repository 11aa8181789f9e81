/** Moved to lib/client/kmd.ts (the browser clients live beside the gateway's); kept so imports of this path still work. */
export * from '@/lib/client/kmd'
