import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from '../../src/node/hosting/accept-encoding.ts';

describe('acceptedEncodings', () => {
  it('prefers brotli whenever it is accepted, like brotli_static before gzip_static', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0.5, gzip;q=1')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('x-gzip')).toEqual(['gzip']);
  });

  it('honours q=0 (the old server sent brotli to "br;q=0")', () => {
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br; q=0.000, gzip;q=0')).toEqual([]);
    expect(acceptedEncodings('gzip;q=0, br')).toEqual(['br']);
  });

  it('sends the plain file for no header, identity and a bare *', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings('*')).toEqual([]);
  });
});
