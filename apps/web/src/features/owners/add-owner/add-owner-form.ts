import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { addOwnerInput, type AddOwnerInput } from '@console/contract';

/** The Add Owner form: the contract's input with the microservice picks always present. */
export type AddOwnerForm = AddOwnerInput & { functionIds: number[] };

/** The form's top-level fields: a server message for one of them goes under it. */
export const ADD_OWNER_FIELDS = Object.keys(addOwnerInput.shape);

export const EMPTY_OWNER: AddOwnerForm = {
  ownerName: '',
  orgName: '',
  clientId: '',
  email: '',
  adminUserName: '',
  adminPassword: '',
  installationType: 'Modelhub Cloud',
  clusterId: '',
  planDuration: '1 Year',
  planType: 'Named Users',
  noOfUsers: Number.NaN,
  fileSize: Number.NaN,
  noOfConversation: Number.NaN,
  desc: '',
  functionIds: [],
};

/** Empty conditional counts are sent as 0; the schema requires them only for their plan type. */
export const toAddOwnerInput = (v: AddOwnerForm): AddOwnerInput => ({
  ...v,
  fileSize: Number.isFinite(v.fileSize) ? v.fileSize : 0,
  noOfConversation: Number.isFinite(v.noOfConversation) ? v.noOfConversation : 0,
});

const zod = zodResolver(addOwnerInput);
/** Validates what will be sent, so the hidden plan count never blocks the form. */
export const addOwnerResolver: Resolver<AddOwnerForm> = (values, context, options) =>
  zod(toAddOwnerInput(values), context, options as never) as ReturnType<Resolver<AddOwnerForm>>;
