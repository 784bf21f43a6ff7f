import { ALL_CAPABILITIES, NO_CAPABILITIES } from '@pcharging/api-client/capabilities';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { renderInApp } from '../../testing/render';
import { Capable } from './capable';

describe('Capable', () => {
  it('renders nothing on a backend without the capability, or its fallback', () => {
    sessionStore.setCapabilities(NO_CAPABILITIES);
    renderInApp(
      <>
        <Capable name="timeline">Timeline</Capable>
        <Capable name="map" fallback="No map here">
          Map
        </Capable>
      </>,
    );
    expect(screen.queryByText('Timeline')).toBeNull();
    expect(screen.getByText('No map here')).toBeTruthy();
    expect(document.querySelector('[data-capability]')).toBeNull();
  });

  it('renders its children marked with the capability on a backend that offers it', () => {
    sessionStore.setCapabilities(ALL_CAPABILITIES);
    renderInApp(<Capable name="timeline">Timeline</Capable>);
    expect(screen.getByText('Timeline').getAttribute('data-capability')).toBe('timeline');
  });

  it('renders nothing before the backend was asked', () => {
    renderInApp(<Capable name="timeline">Timeline</Capable>);
    expect(screen.queryByText('Timeline')).toBeNull();
  });
});
