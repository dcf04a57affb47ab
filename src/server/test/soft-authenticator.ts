import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

// A software passkey for server tests: it answers WebAuthn's create and get ceremonies as an
// authenticator with 'none' attestation, an ES256 key, user presence and verification would, so the
// tests drive @simplewebauthn/server's real checks. Tiny CBOR: the few types these messages use.

function cborHead(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  const b = Buffer.alloc(3);
  b[0] = (major << 5) | 25;
  b.writeUInt16BE(n, 1);
  return b;
}

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') {
    return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const parts = [...value].flatMap(([k, v]) => [cbor(k), cbor(v)]);
  return Buffer.concat([cborHead(5, value.size), ...parts]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftPasskey {
  credentialId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

interface Ceremony {
  rpId: string;
  origin: string;
  challenge: string;
}

function clientData(type: 'webauthn.create' | 'webauthn.get', ceremony: Ceremony) {
  return Buffer.from(
    JSON.stringify({
      type,
      challenge: ceremony.challenge,
      origin: ceremony.origin,
      crossOrigin: false,
    }),
  );
}

function counterBytes(counter: number) {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(counter);
  return b;
}

/** Creates a passkey: the registration response the browser would send, and the key kept. */
export function createPasskey(
  ceremony: Ceremony & { userId: string },
  options: { userVerified?: boolean } = {},
) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = cbor(
    new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
  const credentialId = randomBytes(16);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const flags = UP | AT | (options.userVerified === false ? 0 : UV);
  const authData = Buffer.concat([
    sha256(ceremony.rpId),
    Buffer.from([flags]),
    counterBytes(0),
    Buffer.alloc(16),
    idLength,
    credentialId,
    cose,
  ]);
  const attestation = cbor(
    new Map<string, Cbor>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ]),
  );
  const id = b64url(credentialId);
  const passkey: SoftPasskey = {
    credentialId: id,
    userHandle: b64url(Buffer.from(ceremony.userId)),
    privateKey,
    counter: 0,
  };
  const response = {
    id,
    rawId: id,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientData('webauthn.create', ceremony)),
      attestationObject: b64url(attestation),
      transports: ['internal'],
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
  return { passkey, response };
}

/** Signs a sign-in challenge with the passkey: the authentication response. */
export function assertPasskey(passkey: SoftPasskey, ceremony: Ceremony) {
  passkey.counter += 1;
  const authData = Buffer.concat([
    sha256(ceremony.rpId),
    Buffer.from([UP | UV]),
    counterBytes(passkey.counter),
  ]);
  const data = clientData('webauthn.get', ceremony);
  const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), passkey.privateKey);
  return {
    id: passkey.credentialId,
    rawId: passkey.credentialId,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(data),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: passkey.userHandle,
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
}
