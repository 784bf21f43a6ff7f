import {
  type DayPeriod,
  defineListState,
  type FilterValues,
  type FormValues,
  param,
} from '../../components/list/list-state';
import type { AdjustmentRequestFilters } from './api/keys';

export const ADJUSTMENT_REQUEST_STATUSES = ['waiting', 'approved', 'rejected'] as const;

const filters = { status: param.oneOf(ADJUSTMENT_REQUEST_STATUSES) };

/** The approvals list's URL state; the API lists waiting requests first, then newest, and sorts no other way. */
export const approvalDefinition = defineListState({ filters });

export type ApprovalFilters = FilterValues<typeof filters>;
export type ApprovalFilterForm = FormValues<typeof filters, DayPeriod<never, never, never>>;

export const toApprovalListFilters = (values: ApprovalFilters): AdjustmentRequestFilters =>
  approvalDefinition.toRequest(values);
