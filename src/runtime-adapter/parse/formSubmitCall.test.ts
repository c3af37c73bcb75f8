import { describe, expect, it } from 'vitest';
import { readFormSubmitCall } from './formSubmitCall';

const handler = (body: string) => `return (function (form) {
  Y.use('squarespace-form-submit', 'node', function usingFormSubmit(Y) {
    (new Y.Squarespace.FormSubmit(form)).submit({
${body}
    });
  });
  return false;
})(this);`;

describe('readFormSubmitCall', () => {
  it('reads the three ids of the submit call, in either quotes, without running it', () => {
    expect(readFormSubmitCall(handler(`      formId: '61aa0f3e2b',\n      collectionId: "61aa0e11c4",\n      objectName: 'page-section-61aa0e9f'`))).toEqual({
      formId: '61aa0f3e2b',
      collectionId: '61aa0e11c4',
      objectName: 'page-section-61aa0e9f',
    });
  });

  it('names null for an id the call leaves out or leaves empty, and for no handler', () => {
    expect(readFormSubmitCall(handler(`      formId: 'f9',\n      objectName: ''`))).toEqual({ formId: 'f9', collectionId: null, objectName: null });
    expect(readFormSubmitCall(null)).toEqual({ formId: null, collectionId: null, objectName: null });
    expect(readFormSubmitCall('alert(1)')).toEqual({ formId: null, collectionId: null, objectName: null });
  });
});
