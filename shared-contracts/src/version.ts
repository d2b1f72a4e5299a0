/** Bumped by hand: a major change means remotes built against the old contract must be refused. */
export const CONTRACTS_VERSION = '2.0.0';

const major = (version: string): number | null => {
  const match = /^(\d+)\./.exec(version);
  return match ? Number(match[1]) : null;
};

/** A remote is compatible when it was built against the same major version of these contracts. */
export function isContractCompatible(remoteVersion: unknown): boolean {
  if (typeof remoteVersion !== 'string') return false;
  const theirs = major(remoteVersion);
  return theirs !== null && theirs === major(CONTRACTS_VERSION);
}
