import type { Report } from '@dengue/core';
import type { QueryKey } from '@tanstack/react-query';
import { type ComponentType, createContext, useContext } from 'react';

export interface ReportFormModalProps {
  open: boolean;
  onClose: () => void;
  /** The cached My Posts list the new report is shown in at once (optimistic). */
  listKey?: QueryKey;
  /** After the report is stored, or kept to be sent later (null); the modal has closed. */
  onCreated?: (report: Report | null) => void;
}

/**
 * The Report to Surveillance dialog, put here by app/ (lazy: it and its map load when first opened) for the
 * features that open it (landing, community): features never import each other.
 */
export const ReportFormSlot = createContext<ComponentType<ReportFormModalProps> | null>(null);

export const useReportFormModal = () => useContext(ReportFormSlot);
