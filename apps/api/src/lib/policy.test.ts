import { describe, expect, it } from 'vitest';
import { can, isStaff, POLICY, rolesFor } from './policy.ts';

const resident = { id: 'r1', role: 'user' } as const;
const neighbour = { id: 'r2', role: 'user' } as const;
const admin = { id: 'a1', role: 'admin' } as const;
const superadmin = { id: 's1', role: 'superadmin' } as const;

describe('the authorization policy', () => {
  it('lets everyone read what is published and only the listed roles write', () => {
    expect(can(undefined, 'report', 'viewPublished')).toBe(true);
    expect(can(undefined, 'report', 'create')).toBe(false);
    expect(can(resident, 'report', 'create')).toBe(true);
    expect(can(admin, 'report', 'create')).toBe(false);
    expect(can(admin, 'post', 'change')).toBe(true);
    expect(can(superadmin, 'post', 'change')).toBe(false);
  });

  it("grants 'owner' only to the account that owns the resource", () => {
    const own = { ownerId: resident.id };
    expect(can(resident, 'report', 'delete', own)).toBe(true);
    expect(can(neighbour, 'report', 'delete', own)).toBe(false);
    expect(can(admin, 'report', 'delete', own)).toBe(false);
    // Without a target an owner grant admits nobody: a visitor's missing id never matches a missing owner.
    expect(can(resident, 'report', 'delete')).toBe(false);
    expect(can(undefined, 'report', 'view', { ownerId: null })).toBe(false);
    expect(can(resident, 'report', 'seeAuthor', own)).toBe(true);
    expect(can(neighbour, 'report', 'seeAuthor', own)).toBe(false);
    expect(can(superadmin, 'account', 'viewPrivate', { ownerId: resident.id })).toBe(true);
  });

  it('gives route guards the roles of an action, never visitor or owner', () => {
    expect(rolesFor('report', 'change')).toEqual(['admin']);
    expect(rolesFor('report', 'view')).toEqual(['admin']);
    expect(rolesFor('account', 'change')).toEqual(['superadmin']);
    expect(rolesFor('alert', 'dismiss')).toEqual(['user']);
  });

  it('names staff (the admins who verify reports) once', () => {
    expect([resident, admin, superadmin, undefined].map(isStaff)).toEqual([false, true, false, false]);
  });

  it('answers view, change and delete for every resource the spec names', () => {
    for (const resource of ['report', 'post', 'alert', 'intervention', 'account'] as const) {
      const actions = Object.keys(POLICY[resource]);
      for (const action of ['view', 'change', 'delete']) expect(actions, resource).toContain(action);
    }
    expect(Object.keys(POLICY.comment)).toEqual(expect.arrayContaining(['view', 'seeAuthor']));
    expect(Object.keys(POLICY.cluster)).toEqual(expect.arrayContaining(['view', 'viewAll']));
    expect(Object.keys(POLICY.caseImport)).toEqual(expect.arrayContaining(['create', 'view']));
  });
});
