import { isAdministrator, mayAssignOnlySelf, ROLE, roleName } from './roles.js';

describe('Role numbers (access spec §6, programs spec §6)', () => {
  it('are 99, 200, 201, 2 and 4', () => {
    expect(ROLE).toEqual({
      Administrator: 99,
      CaseManagerSupervisor: 200,
      CaseManager: 201,
      IntakeSpecialist: 2,
      CaseWorker: 4,
    });
  });

  it('are named, and anything else is an Operation User', () => {
    expect(roleName(99)).toBe('Administrator');
    expect(roleName(200)).toBe('Case Manager Supervisor');
    expect(roleName(201)).toBe('Case Manager');
    expect(roleName(2)).toBe('Intake specialist');
    expect(roleName(4)).toBe('Case worker');
    expect(roleName(7)).toBe('Operation User');
  });

  it('role 99 marks an administrator', () => {
    expect(isAdministrator([4, 99])).toBe(true);
    expect(isAdministrator([200])).toBe(false);
  });
});

describe('Intake specialists and case workers may assign only themselves (programs spec §4)', () => {
  it('applies to roles 2 and 4', () => {
    expect(mayAssignOnlySelf([2])).toBe(true);
    expect(mayAssignOnlySelf([4, 7])).toBe(true);
  });

  it('does not apply when the user also holds role 99, 200 or 201', () => {
    expect(mayAssignOnlySelf([2, 99])).toBe(false);
    expect(mayAssignOnlySelf([4, 200])).toBe(false);
    expect(mayAssignOnlySelf([4, 201])).toBe(false);
  });

  it('does not apply to other roles', () => {
    expect(mayAssignOnlySelf([201])).toBe(false);
    expect(mayAssignOnlySelf([])).toBe(false);
  });
});
