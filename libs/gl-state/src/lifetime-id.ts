// Lifetime ids: a process-wide counter, never reused. GL names are reused LIFO and heap identities
// are reused by the allocator, so "same name" never proves "same object"; every memo, set hash and
// dirty shutter that keys on an object keys on its lifetime id (the tracker's own identity; wire
// handles are {slot, gen} and are minted by the tracker, not here). 0 means "no object".

let nextLifetimeId = 1;

export function allocateLifetimeId(): number {
  // 2^53 ids at one per microsecond last ~285 years; no wrap handling on purpose.
  return nextLifetimeId++;
}
