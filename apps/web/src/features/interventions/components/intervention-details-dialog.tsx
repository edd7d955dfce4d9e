import { formatDateTime12h, INTERVENTION_MESSAGES, type Intervention } from '@dengue/core';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import {
  archiveIntervention,
  deleteInterventionForGood,
  unarchiveIntervention,
} from '../api/intervention-actions';
import { useInterventionAction } from '../hooks/use-intervention-action';
import { PrimaryButton, SecondaryButton } from './buttons';
import { InterventionEditForm } from './intervention-edit-form';
import { InterventionEffectSection } from './intervention-effect';
import { InterventionStatusBadge } from './status-badge';

export type DetailsMode = 'view' | 'edit' | 'archive' | 'unarchive' | 'delete';

export interface InterventionDetailsDialogProps {
  /** The intervention shown; null closes the dialog. */
  item: Intervention | null;
  /** Where the dialog opens: the details, or straight at a confirmation from a table row. */
  initialMode: DetailsMode;
  onClose: () => void;
}

const CONFIRM = {
  archive: {
    title: 'Archive Intervention',
    label: 'Archive',
    question: 'Archive this intervention? It leaves the active list and can be restored from the archives.',
    call: archiveIntervention,
    success: INTERVENTION_MESSAGES.archived,
    fallback: INTERVENTION_MESSAGES.archiveFailed,
  },
  unarchive: {
    title: 'Unarchive Intervention',
    label: 'Unarchive',
    question: 'Unarchive this intervention? It returns to the active list.',
    call: unarchiveIntervention,
    success: INTERVENTION_MESSAGES.unarchived,
    fallback: INTERVENTION_MESSAGES.unarchiveFailed,
  },
  delete: {
    title: 'Delete Intervention Permanently',
    label: 'Delete Permanently',
    question: 'Delete this intervention permanently? This cannot be undone.',
    call: deleteInterventionForGood,
    success: INTERVENTION_MESSAGES.deleted,
    fallback: INTERVENTION_MESSAGES.deleteFailed,
  },
} as const;

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 border-b border-slate-100 py-2">
      <dt className="font-medium text-slate-700">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

function Details({ item }: { item: Intervention }) {
  return (
    <dl className="text-sm">
      <Detail term="Barangay">{item.barangay}</Detail>
      <Detail term="Address">{item.address || '—'}</Detail>
      <Detail term="Date">{formatDateTime12h(item.date)}</Detail>
      <Detail term="Type of Intervention">{item.interventionType}</Detail>
      <Detail term="Personnel">{item.personnel}</Detail>
      <Detail term="Status">
        <InterventionStatusBadge status={item.status} archived={item.isArchived} />
      </Detail>
      {item.completedAt ? <Detail term="Completed">{formatDateTime12h(item.completedAt)}</Detail> : null}
      <Detail term="Description">{item.description || '—'}</Detail>
    </dl>
  );
}

/**
 * The intervention details/edit dialog of admin section 2: details; Edit unless Complete or archived;
 * Archive for active items; Unarchive and Delete Permanently for archived ones, each confirmed first.
 */
export function InterventionDetailsDialog({ item, initialMode, onClose }: InterventionDetailsDialogProps) {
  const formId = useId();
  const [shown, setShown] = useState<Intervention | null>(item);
  const [mode, setMode] = useState<DetailsMode>(initialMode);
  const [saving, setSaving] = useState(false);
  const { busy, run } = useInterventionAction();
  useEffect(() => {
    setShown(item);
    setMode(initialMode);
  }, [item, initialMode]);

  if (!shown) return null;
  const working = busy || saving;
  // A confirmation opened from a table row goes back to the table, not to the details.
  const back = () => (initialMode === 'view' ? setMode('view') : onClose());

  if (mode === 'archive' || mode === 'unarchive' || mode === 'delete') {
    const confirm = CONFIRM[mode];
    return (
      <Modal
        open={item !== null}
        onClose={working ? () => undefined : onClose}
        title={confirm.title}
        footer={
          <>
            <SecondaryButton label="Cancel" onClick={back} disabled={working} />
            <PrimaryButton
              label={confirm.label}
              tone={mode === 'unarchive' ? 'dark' : 'danger'}
              busy={working}
              onClick={async () => {
                const done = await run<unknown>(() => confirm.call(shown._id), confirm);
                if (done) onClose();
              }}
            />
          </>
        }
      >
        <p className="text-slate-700">{confirm.question}</p>
        <p className="mt-2 font-medium text-slate-900">
          {shown.interventionType} in {shown.barangay}, {formatDateTime12h(shown.date)}
        </p>
      </Modal>
    );
  }

  const editable = !shown.isArchived && shown.status !== 'Complete';
  return (
    <Modal
      open={item !== null}
      onClose={working ? () => undefined : onClose}
      title={mode === 'edit' ? 'Edit Intervention' : 'Intervention Details'}
      size="lg"
      footer={
        mode === 'edit' ? (
          <>
            {/* Keys keep React from reusing the Edit button as this submit button mid-click (it would submit). */}
            <SecondaryButton
              key="cancel-edit"
              label="Cancel"
              onClick={() => setMode('view')}
              disabled={working}
            />
            <PrimaryButton key="save" type="submit" form={formId} busy={working} label="Save Changes" />
          </>
        ) : (
          <>
            {shown.isArchived ? (
              <>
                <SecondaryButton label="Unarchive" onClick={() => setMode('unarchive')} />
                <PrimaryButton tone="danger" label="Delete Permanently" onClick={() => setMode('delete')} />
              </>
            ) : (
              <SecondaryButton label="Archive" onClick={() => setMode('archive')} />
            )}
            {editable ? <PrimaryButton key="edit" label="Edit" onClick={() => setMode('edit')} /> : null}
          </>
        )
      }
    >
      {mode === 'edit' ? (
        <InterventionEditForm
          item={shown}
          formId={formId}
          onBusyChange={setSaving}
          onSaved={(saved) => {
            setShown(saved);
            setMode('view');
          }}
        />
      ) : (
        <>
          <Details item={shown} />
          <InterventionEffectSection interventionId={shown._id} />
        </>
      )}
    </Modal>
  );
}
