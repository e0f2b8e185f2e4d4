import { HDKey } from '@scure/bip32';
import { secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex, getAddress, keccak256 } from 'viem';

/**
 * Deposit addresses from an extended public key (CRYPTO_XPUB): invoice n receives at the xpub's
 * non-hardened child n. The receiving server holds no private key; the wallet that exported the
 * xpub (for MetaMask-style accounts the key at m/44'/60'/0'/0) derives the same child keys to move
 * the money on.
 */
export class XpubAddresses {
  private readonly root: HDKey;

  constructor(xpub: string) {
    this.root = HDKey.fromExtendedKey(xpub.trim());
    if (this.root.privateKey)
      throw new Error('CRYPTO_XPUB must be an extended public key (xpub…), never a private one');
  }

  /** The checksummed address of child `index` (0 ≤ index < 2^31). */
  address(index: number): `0x${string}` {
    if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31)
      throw new Error(`Bad address index ${index}`);
    const child = this.root.deriveChild(index);
    if (!child.publicKey) throw new Error('No public key');
    const uncompressed = secp256k1.ProjectivePoint.fromHex(child.publicKey).toRawBytes(false);
    const hash = keccak256(bytesToHex(uncompressed.slice(1)));
    return getAddress(`0x${hash.slice(-40)}`);
  }
}
