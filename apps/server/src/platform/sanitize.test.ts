import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import {
  assertNoNullCharacters,
  escapeHtml,
  hasVisibleContent,
  isOwnMediaAddress,
  looksLikeHtml,
  mediaPrefixesOf,
  plainText,
  sanitizeRichText,
  textAsParagraphs,
} from './sanitize';

const OWN = 'https://cdn.miao.example/';
const options = { mediaPrefixes: [OWN, 'http://localhost:3000/uploads/'] };
const clean = (html: string) => sanitizeRichText(html, options);

describe('sanitizeRichText', () => {
  it('keeps the allowlisted formatting', () => {
    const html =
      '<h2>Rules</h2><h3>a</h3><h4>b</h4><p>One <strong>two</strong> <b>three</b> <em>four</em> <i>five</i> <u>six</u> <s>seven</s><br /></p>' +
      '<ul><li>x</li></ul><ol><li>y</li></ol><blockquote>q</blockquote><pre><code>let a = 1;</code></pre>';
    expect(clean(html)).toBe(html);
  });

  it('removes script and style with their content, and unknown tags but not their text', () => {
    expect(clean('<p>hi<script>alert(1)</script><style>p{color:red}</style></p>')).toBe('<p>hi</p>');
    expect(
      clean('<div><span>text</span><iframe src="https://x.example">inner</iframe><object>o</object></div>'),
    ).toBe('text');
    expect(clean('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
    expect(clean('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });

  it('removes every event handler and style attribute', () => {
    expect(clean('<p onclick="x()" style="position:fixed" class="c" id="i">a</p>')).toBe('<p>a</p>');
    expect(clean(`<img src="${OWN}a.png" onerror="alert(1)" onload="x">`)).toBe(`<img src="${OWN}a.png" />`);
  });

  it('keeps http(s) and mailto links, forcing rel and target; drops javascript: and data: links', () => {
    expect(clean('<a href="https://example.com/x" target="_self">x</a>')).toBe(
      '<a href="https://example.com/x" target="_blank" rel="noopener nofollow">x</a>',
    );
    expect(clean('<a href="mailto:hi@example.com" rel="opener">m</a>')).toBe(
      '<a href="mailto:hi@example.com" target="_blank" rel="noopener nofollow">m</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>x</script>',
      'vbscript:x',
    ]) {
      expect(clean(`<a href="${href}">x</a>`)).toBe('<a target="_blank" rel="noopener nofollow">x</a>');
    }
  });

  it('keeps images and videos from our media host only', () => {
    expect(clean(`<img src="${OWN}task/a.png" alt="cover">`)).toBe(
      `<img src="${OWN}task/a.png" alt="cover" />`,
    );
    expect(clean('<video src="http://localhost:3000/uploads/v.mp4" controls autoplay></video>')).toBe(
      '<video src="http://localhost:3000/uploads/v.mp4" controls></video>',
    );
    for (const src of [
      'https://evil.example/a.png',
      'https://cdn.miao.example.evil.example/a.png',
      '//cdn.miao.example/a.png',
      'http://cdn.miao.example/a.png',
      'https://cdn.miao.example/',
      'http://localhost:3000/uploads/../api/users/me',
      'https://user:pass@cdn.miao.example/a.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '',
    ]) {
      expect(clean(`<p>a<img src="${src}">b</p>`), src).toBe('<p>ab</p>');
    }
    expect(clean('<img>')).toBe('');
  });

  it('refuses null characters', () => {
    expect(() => clean('<p>a\u0000b</p>')).toThrow(AppError);
    try {
      assertNoNullCharacters({ list: [{ deep: 'x\u0000' }] });
      expect.unreachable();
    } catch (error) {
      expect((error as AppError).code).toBe('null_character');
    }
    expect(() => assertNoNullCharacters({ a: ['fine', 1, null, { b: true }] })).not.toThrow();
  });
});

describe('helpers', () => {
  it('derives our media prefixes from the storage and the public URL', () => {
    expect(
      mediaPrefixesOf(
        { publicUrl: 'http://localhost:3000' },
        { publicUrl: (key) => `http://localhost:3000/uploads/${key}` },
      ),
    ).toEqual(['http://localhost:3000/uploads/']);
    expect(
      mediaPrefixesOf({ publicUrl: 'https://miao.example' }, { publicUrl: (key) => `${OWN}${key}` }),
    ).toEqual([OWN, 'https://miao.example/uploads/']);
    expect(isOwnMediaAddress(`${OWN}a.png`, [OWN])).toBe(true);
    expect(isOwnMediaAddress('not a url', [OWN])).toBe(false);
  });

  it('takes root-relative addresses of our own uploads, and no other host behind a slash (issue 18)', () => {
    const own = ['/uploads/', 'http://localhost:3000/uploads/'];
    expect(isOwnMediaAddress('/uploads/task/2025/01/a.png', own)).toBe(true);
    expect(isOwnMediaAddress('http://localhost:3000/uploads/task/a.png', own)).toBe(true);
    for (const src of [
      '//evil.example/uploads/a.png',
      '/\\evil.example/uploads/a.png',
      '/uploads/../api/me',
      '/uploads/',
      '/other/a.png',
      'https://evil.example/uploads/a.png',
    ])
      expect(isOwnMediaAddress(src, own), src).toBe(false);
    // a relative address is not taken against an absolute prefix alone (a CDN)
    expect(isOwnMediaAddress('/uploads/a.png', [OWN])).toBe(false);
    expect(
      sanitizeRichText(
        '<p><img src="/uploads/task/a.png" alt="a"><img src="//evil.example/uploads/b.png"></p>',
        {
          mediaPrefixes: own,
        },
      ),
    ).toBe('<p><img src="/uploads/task/a.png" alt="a" /></p>');
  });

  it('tells text from blank HTML, and escapes HTML', () => {
    expect(plainText('<p>a &amp; b</p><p>c</p>')).toBe('a & b c');
    expect(hasVisibleContent('<p> &nbsp; </p><br />')).toBe(false);
    expect(hasVisibleContent(`<p><img src="${OWN}a.png" /></p>`)).toBe(true);
    expect(hasVisibleContent('<p>x</p>')).toBe(true);
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('tells markup from plain text, and makes escaped paragraphs of the text', () => {
    for (const html of ['<p>a</p>', 'a<br/>b', 'x <b class="y">z', '</li>'])
      expect(looksLikeHtml(html)).toBe(true);
    for (const text of ['a < b', '1<2 and 3>2', 'just text', '<>']) expect(looksLikeHtml(text)).toBe(false);
    expect(textAsParagraphs('One\r\ntwo\n \n\nThree <script> & "x"')).toBe(
      '<p>One<br />two</p><p>Three &lt;script&gt; &amp; &quot;x&quot;</p>',
    );
    expect(textAsParagraphs(' \n\n ')).toBe('');
  });
});
