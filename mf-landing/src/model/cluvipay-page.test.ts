import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $instance } from 'shared-contracts';
import { makeInstanceConfig, makeSupplierSummary } from 'shared-contracts/testing';
import { checkPayForm } from './cluvipay-form.ts';
import { CluviPayPageGate, cluviPayModel as model, routeVisited } from './cluvipay-page.ts';

const chapinero = makeSupplierSummary({ slug: 'chapinero', label: 'Chapinero', service_table: true });
const usaquen = makeSupplierSummary({ slug: 'usaquen', label: 'Usaquén', service_table: true });
const delivery = makeSupplierSummary({ slug: 'norte', service_table: false });

const scopeFor = (suppliers = [chapinero, usaquen, delivery]) =>
  fork({ values: [[$instance, makeInstanceConfig({ suppliers })]] });

describe('checkPayForm', () => {
  it("leads to the branch's only-pay page for the table code", () => {
    expect(checkPayForm({ branch: 'usaquen', code: ' M11 ' }, [chapinero, usaquen])).toEqual({
      ok: true,
      to: '/usaquen/solo-pago?mesa=M11',
    });
    // With one branch there is nothing to choose.
    expect(checkPayForm({ branch: '', code: 'M11' }, [chapinero])).toEqual({
      ok: true,
      to: '/chapinero/solo-pago?mesa=M11',
    });
  });

  it('says what is missing: the branch, the code, a code too long; a branch without tables is not one', () => {
    expect(checkPayForm({ branch: '', code: '' }, [chapinero, usaquen])).toEqual({
      ok: false,
      errors: { branch: 'chooseBranch', code: 'codeRequired' },
    });
    expect(checkPayForm({ branch: 'norte', code: 'x'.repeat(41) }, [chapinero, usaquen])).toEqual({
      ok: false,
      errors: { branch: 'chooseBranch', code: 'codeTooLong' },
    });
  });
});

describe('card-payment page model', () => {
  it('lists the branches with tables, and goes to only-pay once the form is right', async () => {
    const scope = scopeFor();
    await allSettled(routeVisited, { scope, params: { params: {}, search: '' } });
    expect(scope.getState(model.branches).map((branch) => branch.slug)).toEqual(['chapinero', 'usaquen']);
    await allSettled(model.formSubmitted, { scope });
    expect(scope.getState(model.errors)).toEqual({ branch: 'chooseBranch', code: 'codeRequired' });
    expect(scope.getState(model.destination)).toBeNull();

    await allSettled(model.fieldChanged, { scope, params: { field: 'branch', value: 'usaquen' } });
    expect(scope.getState(model.errors)).toEqual({ code: 'codeRequired' });
    await allSettled(model.fieldChanged, { scope, params: { field: 'code', value: 'M02' } });
    await allSettled(model.formSubmitted, { scope });
    expect(scope.getState(model.destination)).toBe('/usaquen/solo-pago?mesa=M02');
    await allSettled(CluviPayPageGate.close, { scope });
    expect(scope.getState(model.destination)).toBeNull();
    expect(scope.getState(model.code)).toBe('');
  });

  it('chooses the only branch with tables by itself', () => {
    const scope = scopeFor([chapinero, delivery]);
    expect(scope.getState(model.branch)).toBe('chapinero');
  });
});
