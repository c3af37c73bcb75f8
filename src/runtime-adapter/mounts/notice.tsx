/** Mount chunk: a page notice (the logout notice) as an alert dialog with its title and message. */
import { useEffect } from 'react';
import { DialogHost, useDialogs } from '../../dialogs/DialogHost';
import type { MountFunction, MountPropsByKind } from '../mountTypes';
import { renderInto } from './renderRoot';

function ShowNotice({ title, message }: MountPropsByKind['notice']) {
  const dialogs = useDialogs();
  useEffect(() => {
    void dialogs.alert({ title, message });
  }, [dialogs, title, message]);
  return null;
}

export const mount: MountFunction<'notice'> = (host, props, context) =>
  renderInto(
    host,
    <DialogHost>
      <ShowNotice {...props} />
    </DialogHost>,
    context,
  );
