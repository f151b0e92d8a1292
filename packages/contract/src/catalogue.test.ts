import { describe, expect, it } from 'vitest';
import { sortFieldsOf } from './catalogue';
import { CODE_LIST_SORT_FIELDS } from './localisation/localisation-constants';
import { MICROSERVICE_SORT_FIELDS } from './microservices/microservice-constants';

describe('sortFieldsOf', () => {
  it("reads a list call's sort fields from its input, with or without a default sort", () => {
    expect(sortFieldsOf('codeLists.list')).toEqual(CODE_LIST_SORT_FIELDS);
    expect(sortFieldsOf('microservices.list')).toEqual(MICROSERVICE_SORT_FIELDS);
  });

  it('answers none for a call without a sort', () => {
    expect(sortFieldsOf('codeLists.info')).toEqual([]);
  });
});
