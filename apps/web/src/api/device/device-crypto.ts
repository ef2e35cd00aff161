/**
 * Encryption at rest of the practice kept on the device (docs/offline.md): AES-GCM under the astrologer's
 * device key, a fresh 96-bit IV per record, and the record's name as additional data, so a record moved under
 * another name does not open.
 */

/** A record as IndexedDB holds it: the IV and the ciphertext with its tag. */
export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The device key as a CryptoKey that cannot be exported again (the raw bytes live only in this call). */
export async function importDeviceKey(base64: string): Promise<CryptoKey> {
  const raw = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

/** Encrypts `value` (JSON) under `key`, bound to `name`. */
export async function seal(key: CryptoKey, name: string, value: unknown): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = encoder.encode(JSON.stringify(value));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(name) },
    key,
    plain,
  );
  return { iv, data };
}

/** Decrypts a record sealed under `key` with `name`; throws when the key or the name is not the one used. */
export async function unseal<T>(key: CryptoKey, name: string, sealed: Sealed): Promise<T> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.iv, additionalData: encoder.encode(name) },
    key,
    sealed.data,
  );
  return JSON.parse(decoder.decode(plain)) as T;
}
