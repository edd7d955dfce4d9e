import { Component, type ReactNode } from 'react';
import '../../i18n/en/map';
import { MapLoadError } from './map-load';
import { MapErrorPanel } from './map-status-panel';

interface Props {
  /** Called by Retry before the map is rendered again (a new lazy component downloads again). */
  onRetry: () => void;
  children: ReactNode;
}

type Failure = 'load' | 'start' | null;

/**
 * Catches a map that fails to load or start, so the rest of the page (search, details) keeps working:
 * 'Error loading map' when its code could not be downloaded, 'Failed to initialize map' when it crashed
 * while starting (the spec's 'Error loading Google Maps API' and 'Failed to initialize map'), with Retry.
 */
export class MapErrorBoundary extends Component<Props, { failed: Failure }> {
  override state: { failed: Failure } = { failed: null };

  static getDerivedStateFromError(error: unknown): { failed: Failure } {
    return { failed: error instanceof MapLoadError ? 'load' : 'start' };
  }

  override componentDidCatch(error: unknown) {
    console.error(
      error instanceof MapLoadError ? 'Map code failed to load' : 'Map failed to initialize',
      error,
    );
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: null });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    const key = this.state.failed === 'load' ? 'map.loadFailed' : 'map.initFailed';
    return <MapErrorPanel message={{ key }} onRetry={this.retry} />;
  }
}
