import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ALL_SECTION_TITLES, storedMicroservice, syncV1 } from './test-microservice';
import { MicroserviceFormDialog } from './microservice-form-dialog';
import { apiError, clickSave, mockApi, renderWithUser } from '../../../test-utils';

const STEP_NAME = /Info|Description|Type|Plan|Schema|Details|Settings/;
/** The stepper's step captions (without the step number its icon shows). */
const stepNames = () =>
  screen
    .getAllByRole('button')
    .map((b) => (b.textContent ?? '').replace(/^\d+/, ''))
    .filter((name) => STEP_NAME.test(name));
const region = (name: string) => screen.findByRole('region', { name });

async function choose(user: UserEvent, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillBasics(user: UserEvent, className = 'Data') {
  await user.type(screen.getByLabelText(/^Title/), 'Churn Data');
  await user.type(screen.getByLabelText(/^Microservice Code/), 'churn-1x');
  await choose(user, 'Class', className);
  await choose(user, 'Type', 'Atomistic');
  await user.type(screen.getByLabelText(/^URL Code/), 'churn-data');
}

async function addRequestType(user: UserEvent, type: string, version: [string, string, string]) {
  await choose(user, 'Request Type', type);
  await user.type(screen.getByLabelText('Major'), version[0]);
  await user.type(screen.getByLabelText('Minor'), version[1]);
  await user.type(screen.getByLabelText('Patch'), version[2]);
  await user.type(screen.getByLabelText('YAML URL'), 'https://x.example/api.yaml');
  await user.type(screen.getByLabelText('Docs URL'), 'https://x.example/docs');
  await user.click(screen.getByRole('button', { name: 'Add' }));
}

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));

/** Next, then wait until the step has changed (a click while the last one is still validating is lost). */
async function nextStep(user: UserEvent) {
  const before = screen.getByRole('region').getAttribute('aria-label');
  await next(user);
  await waitFor(() => expect(screen.getByRole('region')).not.toHaveAttribute('aria-label', before));
}

// Typing through MUI inputs in jsdom is slow; these journeys need more than the default 5 s.
describe('MicroserviceFormDialog, add (the stepper)', { timeout: 60_000 }, () => {
  it('blocks Next from Basic Info until the basics are filled, each with its message', async () => {
    mockApi();
    const { user } = renderWithUser(
      <MicroserviceFormDialog open mode="add" onClose={() => {}} onSaved={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await next(user);
    for (const message of [
      'Title is required',
      'Code is required',
      'Class is required',
      'Type is required',
      'URL code is required',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Basic Info' })).toBeInTheDocument();
    await fillBasics(user);
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    await next(user);
    expect(await region('Description')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('forces the code to upper-case letters and digits', async () => {
    mockApi();
    const { user } = renderWithUser(
      <MicroserviceFormDialog open mode="add" onClose={() => {}} onSaved={() => {}} />,
    );
    await user.type(screen.getByLabelText(/^Microservice Code/), 'ab-c 1é2');
    expect(screen.getByLabelText(/^Microservice Code/)).toHaveValue('ABC12');
  });

  it('has 8 steps for class CLASS_DATA and 7 otherwise', async () => {
    mockApi();
    const { user } = renderWithUser(
      <MicroserviceFormDialog open mode="add" onClose={() => {}} onSaved={() => {}} />,
    );
    expect(stepNames()).toHaveLength(7);
    await choose(user, 'Class', 'Data');
    expect(stepNames()).toEqual(ALL_SECTION_TITLES);
    await choose(user, 'Class', 'AI Model');
    expect(stepNames()).not.toContain('Data Schema');
    expect(stepNames()).toHaveLength(7);
  });

  it('needs a request type to move on from Microservice Type, unique by type and version', async () => {
    mockApi();
    const { user } = renderWithUser(
      <MicroserviceFormDialog open mode="add" onClose={() => {}} onSaved={() => {}} />,
    );
    await fillBasics(user, 'AI Model');
    await next(user);
    await region('Description');
    await next(user);
    await region('Microservice Type');
    await next(user);
    expect(await screen.findByText('At least one request type is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await addRequestType(user, 'sync', ['1', '0', '0']);
    expect(
      within(screen.getByRole('table', { name: 'Request Types' })).getByText('v1.0.0'),
    ).toBeInTheDocument();
    // The step's error goes once the form has validated again (asynchronous: waited for, not assumed).
    await waitFor(() =>
      expect(screen.queryByText('At least one request type is required')).not.toBeInTheDocument(),
    );
    await addRequestType(user, 'sync', ['1', '0', '0']);
    expect(await screen.findByText('Type and Version should be unique')).toBeInTheDocument();
    await next(user);
    const pricing = await region('Pricing Plan');
    // The sync request type opened the Small File tab; the others wait for a request type of theirs.
    expect(within(pricing).getByRole('tab', { name: 'Small File' })).toHaveAttribute('aria-selected', 'true');
    expect(within(pricing).getByRole('tab', { name: 'Large File' })).toBeDisabled();
  });

  it('saves the whole body as an OWN microservice and reports the server message', async () => {
    const api = mockApi({
      'microservices.save': () => ({ body: { message: 'Successfully Created', id: 41 } }),
    });
    const onSaved = vi.fn();
    const { user } = renderWithUser(
      <MicroserviceFormDialog open mode="add" onClose={() => {}} onSaved={onSaved} />,
    );
    await fillBasics(user, 'AI Model');
    await next(user);
    await region('Description');
    await next(user);
    await region('Microservice Type');
    await addRequestType(user, 'async', ['2', '1', '0']);
    await next(user);
    await region('Pricing Plan');
    await user.click(screen.getByRole('radio', { name: 'Standard' }));
    await user.type(screen.getByLabelText('Price'), '0.2');
    for (const step of ['Additional Info', 'Access Details', 'Validation Settings']) {
      await next(user);
      await region(step);
    }
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await clickSave(user, onSaved, { message: 'Successfully Created', id: 41 });
    expect(api.bodies('microservices.save')[0]).toMatchObject({
      id: 0,
      microType: 'OWN',
      name: 'Churn Data',
      code: 'CHURN1X',
      classCode: 'CLASS_AI',
      requestTypes: [{ type: 'async', major: 2, minor: 1, patch: 0 }],
      pricing: [{ endpointType: 'async', standardPrice: 0.2, tiers: [] }],
      dataSchema: [],
    });
  });
});

const catalogueItem = storedMicroservice({
  id: 7,
  inCatalogue: true,
  name: 'Vision OCR',
  code: 'OCR1',
  classCode: 'CLASS_AI',
  urlCode: 'ocr',
  description1: 'Reads text',
  description2: '# OCR',
  requestTypes: [syncV1(70)],
  pricing: [
    {
      id: 71,
      endpointType: 'sync',
      standardPrice: null,
      tiers: [{ id: 72, lower: 0, upper: null, cost: 0.1 }],
    },
  ],
  keywords: ['ocr'],
  tags: [{ id: 73, key: 'team', value: 'vision' }],
  limitFields: [{ id: 74, type: 'ROWS', lowerLimit: 0, upperLimit: 10, field: 'pages' }],
});

describe('MicroserviceFormDialog, duplicate', { timeout: 60_000 }, () => {
  it('saves a DUP copy with every id reset; a clash shows the duplicate-conflict alert on Basic Info', async () => {
    const api = mockApi({
      'microservices.save': () =>
        apiError(409, 'NAME_EXIST', 'Title or Microservice Code or Urlcode Already Exists', {
          code: ['exists'],
        }),
    });
    const { user } = renderWithUser(
      <MicroserviceFormDialog
        open
        mode="duplicate"
        initial={catalogueItem}
        onClose={() => {}}
        onSaved={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Duplicate Microservice' })).toBeInTheDocument();
    for (let step = 0; step < 6; step += 1) await nextStep(user);
    await region('Validation Settings');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This Microservice Title or Microservice Code or Urlcode already exists. Kindly edit the details of this microservice and save',
    );
    expect(await region('Basic Info')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Microservice Code/)).toHaveAccessibleDescription(
      'Title or Microservice Code or Urlcode Already Exists',
    );
    const body = api.bodies('microservices.save')[0]!;
    expect(body).toMatchObject({ id: 0, microType: 'DUP', sourceId: 7, name: 'Vision OCR' });
    expect(JSON.stringify([body.requestTypes, body.pricing, body.tags, body.limitFields])).not.toMatch(
      /"id"/,
    );
  });
});
