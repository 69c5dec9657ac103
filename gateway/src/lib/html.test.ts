import { describe, expect, it } from 'vitest';
import { blankLabels, rewriteMediaUrl, rewriteMediaUrls, toPlainText } from './html';

describe('rewriteMediaUrls', () => {
  const origin = 'http://127.0.0.1:4010';
  it('points upstream media at the gateway origin', () => {
    const html = '<p><img src="http://127.0.0.1:4010/media/questions/x.svg" alt="x"></p>';
    expect(rewriteMediaUrls(html, origin)).toBe('<p><img src="/media/questions/x.svg" alt="x"></p>');
  });
  it('handles protocol-relative, relative and default-port forms', () => {
    expect(rewriteMediaUrls('<img src="//127.0.0.1:4010/media/a.png">', origin)).toBe(
      '<img src="/media/a.png">',
    );
    expect(rewriteMediaUrls("<img src='media/a.png'>", origin)).toBe("<img src='/media/a.png'>");
    expect(rewriteMediaUrls('<img src="/media/a.png">', origin)).toBe('<img src="/media/a.png">');
    expect(
      rewriteMediaUrls('<img src="https://api.example.pk:443/media/a.png">', 'https://api.example.pk'),
    ).toBe('<img src="/media/a.png">');
  });
  it('leaves other hosts and paths alone', () => {
    const other = '<img src="https://cdn.example.com/media/a.png"><a href="http://127.0.0.1:4010/admin/">';
    expect(rewriteMediaUrls(other, origin)).toBe(other);
  });
});

describe('rewriteMediaUrl', () => {
  it('rewrites one URL', () => {
    expect(rewriteMediaUrl('http://h:1/media/p/a.png?v=1', 'http://h:1')).toBe('/media/p/a.png?v=1');
    expect(rewriteMediaUrl('media/p.png', 'http://h:1')).toBe('/media/p.png');
    expect(rewriteMediaUrl('javascript:alert(1)', 'http://h:1')).toBeNull();
    expect(rewriteMediaUrl(null, 'http://h:1')).toBeNull();
  });
});

describe('blankLabels', () => {
  it('finds labels in order, once each', () => {
    expect(blankLabels('<p>11 + 4 = [a] and 15 - 5 = [b]; again [a]</p>')).toEqual(['a', 'b']);
    expect(blankLabels('<p>No blanks</p>')).toEqual([]);
  });
});

describe('toPlainText', () => {
  it('strips tags and decodes entities but keeps comparisons', () => {
    expect(toPlainText('<p>What is 3 &lt; 5?</p><p>Yes&nbsp;it&#39;s</p>')).toBe("What is 3 < 5? Yes it's");
    expect(toPlainText('3 < 5 and 6 > 4')).toBe('3 < 5 and 6 > 4');
    expect(toPlainText('bad &#99999999; entity')).toBe('bad &#99999999; entity');
  });
});
