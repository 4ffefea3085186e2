import { sniff } from './sniff';

describe('sniff (type by content)', () => {
  it.each([
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0], 'png'],
    [[0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'jpg'],
    [[...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')], 'webp'],
    [[...Buffer.from('%PDF-1.7\n')], 'pdf'],
    [[...Buffer.from('AC1027')], 'dwg'],
  ])('recognizes %j as %s', (bytes, ext) => {
    expect(sniff(Buffer.from(bytes))?.ext).toBe(ext);
  });

  it('does not trust names or look-alikes', () => {
    expect(sniff(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniff(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBeNull();
    expect(sniff(Buffer.from('GIF89a'))).toBeNull();
    expect(sniff(Buffer.from('RIFF0000WAVEfmt '))).toBeNull();
    expect(sniff(Buffer.from('PK\u0003\u0004 just a zip'))).toBeNull();
    expect(sniff(Buffer.alloc(0))).toBeNull();
  });
});
