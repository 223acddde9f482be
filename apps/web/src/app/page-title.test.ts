import { describe, expect, it } from 'vitest';
import { sessionTitle } from './page-title';

describe('sessionTitle (issue 35 item 10)', () => {
  it('titles the AI and finance workspaces by the workspace once signed in, by sign-in before', () => {
    expect(sessionTitle({ route: 'aiLogin' }, true)).toEqual({ route: 'aiWorkspace' });
    expect(sessionTitle({ route: 'financeLogin' }, true)).toEqual({ route: 'financeWorkspace' });
    expect(sessionTitle({ route: 'aiLogin' }, false)).toEqual({ route: 'aiLogin' });
    expect(sessionTitle({ route: 'staff' }, true)).toEqual({ route: 'staff' });
    expect(sessionTitle({ product: 'am-hatsu' }, true)).toEqual({ product: 'am-hatsu' });
  });
});
