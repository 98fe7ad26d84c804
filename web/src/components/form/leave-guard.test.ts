import { describe, expect, it } from 'vitest';
import { hasUnsavedEdits, holdUnsaved, leavingTo, type ClickedLink, type LinkClick } from './leave-guard.ts';

const here = new URL('https://facility.example/admin/site/s-1?tab=details');
const plain: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, extra: Partial<ClickedLink> = {}): ClickedLink => ({ href, target: '', download: false, ...extra });

describe('a link click leaves the screen', () => {
  it('when it goes to another path of the app, with its query and hash', () => {
    expect(leavingTo(plain, link('https://facility.example/admin/rooms?site=s-1#top'), here)).toBe('/admin/rooms?site=s-1#top');
    expect(leavingTo(plain, link('/dashboard', { target: '_self' }), here)).toBe('/dashboard');
  });

  it('not when it stays on this path (another tab of the page, an anchor)', () => {
    expect(leavingTo(plain, link('/admin/site/s-1?tab=calendar'), here)).toBeNull();
    expect(leavingTo(plain, link('#history'), here)).toBeNull();
  });

  it('not when it opens elsewhere: a new tab or window, a download, another site', () => {
    expect(leavingTo(plain, link('/dashboard', { target: '_blank' }), here)).toBeNull();
    expect(leavingTo(plain, link('/export.csv', { download: true }), here)).toBeNull();
    expect(leavingTo(plain, link('https://support.example/chat'), here)).toBeNull();
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(leavingTo({ ...plain, [modifier]: true }, link('/dashboard'), here), modifier).toBeNull();
    }
    expect(leavingTo({ ...plain, button: 1 }, link('/dashboard'), here)).toBeNull();
  });

  it('not when something else already handled the click', () => {
    expect(leavingTo({ ...plain, defaultPrevented: true }, link('/dashboard'), here)).toBeNull();
  });
});

describe('unsaved edits', () => {
  it('are held while any form holds them, each form letting go of its own', () => {
    expect(hasUnsavedEdits()).toBe(false);
    const first = holdUnsaved();
    const second = holdUnsaved();
    first();
    expect(hasUnsavedEdits()).toBe(true);
    first();
    expect(hasUnsavedEdits()).toBe(true);
    second();
    expect(hasUnsavedEdits()).toBe(false);
  });
});
