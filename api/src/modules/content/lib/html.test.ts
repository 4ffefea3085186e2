import { readingMinutes, sanitizeBody, textOf } from './html';

describe('sanitizeBody', () => {
  it('keeps the structure of an article', () => {
    const html = '<h2>Title</h2><p>Text with <strong>bold</strong></p><ul><li>one</li></ul><table><tr><th scope="col">a</th></tr></table>';
    expect(sanitizeBody(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and javascript: links', () => {
    const out = sanitizeBody('<p onclick="x()">a<script>alert(1)</script></p><a href="javascript:alert(1)">b</a><img src="x" onerror="alert(1)"><p style="color:red">c</p><iframe src="https://evil"></iframe>');
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|style=|iframe/i);
    expect(out).toContain('<p>a</p>');
    expect(out).toContain('<a>b</a>');
  });

  it('opens external links safely and keeps same-origin or https images only', () => {
    expect(sanitizeBody('<a href="https://example.com">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeBody('<a href="/services/fire-alarm-system">x</a>')).toBe('<a href="/services/fire-alarm-system">x</a>');
    expect(sanitizeBody('<img src="/api/content/covers/shield-0.svg" alt="a">')).toBe('<img src="/api/content/covers/shield-0.svg" alt="a" loading="lazy" />');
    expect(sanitizeBody('<img src="http://insecure.example/a.png">')).toBe('');
    expect(sanitizeBody('<img src="data:image/svg+xml;base64,AAAA">')).toBe('');
  });
});

describe('readingMinutes', () => {
  it('counts words of the text, not of the markup, and never gives less than a minute', () => {
    expect(readingMinutes('<p>short</p>', 'en')).toBe(1);
    const words = Array(1000).fill('word').join(' ');
    expect(readingMinutes(`<p class="x">${words}</p>`, 'en')).toBe(5);
    expect(readingMinutes(`<p>${Array(900).fill('کلمه').join(' ')}</p>`, 'fa')).toBe(5);
    expect(textOf('<h2>a</h2><p>b  c</p>')).toBe('ab c');
  });
});
