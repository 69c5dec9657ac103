import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeWithBlankSlots } from './sanitize';

describe('sanitizeHtml', () => {
  it('removes scripts, handlers and javascript: URLs but keeps images', () => {
    const html = sanitizeHtml(
      '<p onclick="x()">Hi<img src="/media/a.png" onerror="x()"><script>x()</script><a href="javascript:x()">l</a></p>',
    );
    expect(html).toBe('<p>Hi<img src="/media/a.png"><a>l</a></p>');
  });

  it('removes form controls (keeping their text) and authored data attributes', () => {
    expect(sanitizeHtml('<form><input value="1"><button>b</button></form><span data-x="1">t</span>')).toBe(
      'b<span>t</span>',
    );
  });
});

describe('blank slots', () => {
  it("only places the labels it is given (the schema's), whatever else is in brackets", () => {
    const { root, slots } = sanitizeWithBlankSlots(
      '<p>[b] then [a] and [a] but not [x] or [long label]</p>',
      ['a', 'b'],
    );
    expect([...slots.keys()]).toEqual(['b', 'a']);
    expect(root.innerHTML).toBe(
      '<p><span class="blank-slot"></span> then <span class="blank-slot"></span> and [a] but not [x] or [long label]</p>',
    );
  });

  it('puts one slot per wanted label where its marker is, inside the authored markup', () => {
    const { root, slots, missing } = sanitizeWithBlankSlots('<p>2 + [a] = <em>[b]</em> [z]</p>', [
      'a',
      'b',
      'c',
    ]);
    expect([...slots.keys()]).toEqual(['a', 'b']);
    expect(slots.get('b')?.parentElement?.tagName).toBe('EM');
    expect(root.innerHTML).toBe(
      '<p>2 + <span class="blank-slot"></span> = <em><span class="blank-slot"></span></em> [z]</p>',
    );
    expect(missing).toEqual(['c']);
  });
});
