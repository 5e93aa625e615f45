import { createHash } from 'node:crypto';
import {
  consistencyProof,
  emptyRoot,
  inclusionProofs,
  leafHash,
  MerkleAccumulator,
  merkleRoot,
  nodeHash,
  verifyConsistency,
  verifyInclusion,
} from './merkle-tree';

const hashes = (n: number) => Array.from({ length: n }, (_, i) => createHash('sha256').update(String(i)).digest());

/** RFC 6962 section 2.1 as written: MTH splits at the largest power of two below n. */
const referenceRoot = (leaves: readonly Buffer[]): Buffer => {
  if (leaves.length === 0) return emptyRoot();
  if (leaves.length === 1) return leafHash(leaves[0]!);
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return nodeHash(referenceRoot(leaves.slice(0, k)), referenceRoot(leaves.slice(k)));
};

/** RFC 6962 section 2.1.1 PATH(m, D[n]), as written. */
const referencePath = (m: number, leaves: readonly Buffer[]): Buffer[] => {
  if (leaves.length <= 1) return [];
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return m < k
    ? [...referencePath(m, leaves.slice(0, k)), referenceRoot(leaves.slice(k))]
    : [...referencePath(m - k, leaves.slice(k)), referenceRoot(leaves.slice(0, k))];
};

const hex = (buffers: readonly Buffer[]) => buffers.map((b) => b.toString('hex'));

describe('Merkle tree: RFC 6962', () => {
  it("roots and audit paths equal the RFC's recursive definition for every leaf of trees of 0 to 40 leaves", () => {
    for (let size = 0; size <= 40; size += 1) {
      const log = hashes(size);
      const indices = log.map((_, i) => i);
      const { root, proofs } = inclusionProofs(log, indices);
      expect([size, root.toString('hex')]).toEqual([size, referenceRoot(log).toString('hex')]);
      expect([size, merkleRoot(log).toString('hex')]).toEqual([size, root.toString('hex')]);
      for (const i of indices) {
        expect([size, i, hex(proofs[i]!)]).toEqual([size, i, hex(referencePath(i, log))]);
        expect(verifyInclusion(log[i]!, i, size, proofs[i]!, root)).toBe(true);
      }
    }
  });

  it('a tree resumed from a stored frontier gives the root of the whole log (checkpoints hash only what is new)', () => {
    const log = hashes(77);
    let [frontier, size] = [[] as readonly Buffer[], 0];
    for (const step of [1, 2, 5, 8, 13, 21, 27]) {
      const tree = MerkleAccumulator.resume(frontier, size);
      for (const eventHash of log.slice(size, size + step)) tree.add(eventHash);
      [frontier, size] = [tree.frontier, tree.size];
      expect(tree.root().toString('hex')).toBe(referenceRoot(log.slice(0, size)).toString('hex'));
      expect(frontier).toHaveLength(size.toString(2).replace(/0/g, '').length);
    }
  });

  it('a proof is refused for another leaf, another index, another size or another root', () => {
    const log = hashes(13);
    const { root, proofs } = inclusionProofs(log, [6, 12]);
    const [proof, last] = [proofs[0]!, proofs[1]!];
    expect(verifyInclusion(log[6]!, 6, 13, proof, root)).toBe(true);
    expect(verifyInclusion(log[7]!, 6, 13, proof, root)).toBe(false);
    expect(verifyInclusion(log[6]!, 7, 13, proof, root)).toBe(false);
    expect(verifyInclusion(log[6]!, 6, 13, proof, merkleRoot(log.slice(1)))).toBe(false);
    expect(verifyInclusion(log[6]!, 6, 13, proof.slice(1), root)).toBe(false);
    // The size shapes the path of the last leaf (alone on its level in 13, paired in 14); the checkpoint signs the size.
    expect(verifyInclusion(log[12]!, 12, 13, last, root)).toBe(true);
    expect(verifyInclusion(log[12]!, 12, 14, last, root)).toBe(false);
  });
});

describe('RFC 9162 consistency proofs: a larger log extends a smaller one', () => {
  const leaves = Array.from({ length: 23 }, (_, i) => createHash('sha256').update(`event ${i}`).digest());
  it('every prefix size of every tree size proves, and a changed leaf in the prefix does not', () => {
    for (let n = 1; n <= leaves.length; n++) {
      for (let m = 1; m <= n; m++) {
        const proof = consistencyProof(leaves.slice(0, n), m);
        expect([m, n, verifyConsistency(m, n, merkleRoot(leaves.slice(0, m)), merkleRoot(leaves.slice(0, n)), proof)]).toEqual([m, n, true]);
        if (m < n) {
          const forged = leaves.slice(0, n).map((leaf, i) => (i === 0 ? createHash('sha256').update('forged').digest() : leaf));
          const forgedProof = consistencyProof(forged, m);
          expect([m, n, verifyConsistency(m, n, merkleRoot(leaves.slice(0, m)), merkleRoot(forged), forgedProof)]).toEqual([m, n, false]);
        }
      }
    }
  });
});
