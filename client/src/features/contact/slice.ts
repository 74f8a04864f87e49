import type { AccessibilityReportRequest, AddFormRequest, StateProvince } from '@contract/forms';
import { createSlice, PayloadAction, WithSlice } from '@reduxjs/toolkit';

type Status = 'idle' | 'loading' | 'succeeded' | 'failed';

/** Contact overlay state (spec 4: editing, then submitted on a success response). Field values stay in the form. */
export interface ContactState {
  submitStatus: Status;
  states: Record<number, StateProvince[]>;
  statesStatus: Record<number, Status>;
  /** The accessibility statement's "report a barrier" form: its send, and the server's messages when refused. */
  barrierReport: { status: Status; message: string | null; errors: Record<string, string> };
}

const initialState: ContactState = { submitStatus: 'idle', states: {}, statesStatus: {}, barrierReport: { status: 'idle', message: null, errors: {} } };

export const contactSlice = createSlice({
  name: 'contact',
  initialState,
  reducers: {
    overlayOpened(state) {
      state.submitStatus = 'idle';
    },
    statesRequested(state, action: PayloadAction<number>) {
      if (state.statesStatus[action.payload] !== 'succeeded') state.statesStatus[action.payload] = 'loading';
    },
    statesLoaded(state, action: PayloadAction<{ regionId: number; states: StateProvince[] }>) {
      state.states[action.payload.regionId] = action.payload.states;
      state.statesStatus[action.payload.regionId] = 'succeeded';
    },
    statesFailed(state, action: PayloadAction<number>) {
      state.statesStatus[action.payload] = 'failed';
    },
    /** The send: the saga adds the reCAPTCHA token when one is configured. */
    submitRequested(state, _action: PayloadAction<Omit<AddFormRequest, 'reCaptchaToken'>>) {
      state.submitStatus = 'loading';
    },
    submitSucceeded(state) {
      state.submitStatus = 'succeeded';
    },
    /** Spec 8: nothing is shown and the form stays as it is. */
    submitFailed(state) {
      state.submitStatus = 'failed';
    },
    barrierReportRequested(state, _action: PayloadAction<Omit<AccessibilityReportRequest, 'reCaptchaToken'>>) {
      state.barrierReport = { status: 'loading', message: null, errors: {} };
    },
    barrierReportSucceeded(state, action: PayloadAction<string>) {
      state.barrierReport = { status: 'succeeded', message: action.payload, errors: {} };
    },
    barrierReportFailed(state, action: PayloadAction<{ message: string; errors?: Record<string, string> }>) {
      state.barrierReport = { status: 'failed', message: action.payload.message, errors: action.payload.errors ?? {} };
    },
  },
});

export const contactActions = contactSlice.actions;

// Injected when the feature's route code loads (root-reducer.ts).
declare module '../../app/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof contactSlice> {}
}

type WithContact = { contact?: ContactState };
export const selectSubmitStatus = (s: WithContact) => s.contact?.submitStatus ?? 'idle';
export const selectStates = (regionId: number | null) => (s: WithContact) => (regionId ? s.contact?.states[regionId] : undefined);
const NO_REPORT: ContactState['barrierReport'] = { status: 'idle', message: null, errors: {} };
export const selectBarrierReport = (s: WithContact) => s.contact?.barrierReport ?? NO_REPORT;
