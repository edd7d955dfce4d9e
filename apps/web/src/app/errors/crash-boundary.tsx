import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from './crash-screen';

export interface CrashBoundaryProps {
  children: ReactNode;
  /** Leaving the crashed screen (a new path) clears the crash. */
  resetKey?: string;
  /** How 'Go to Home' travels; a full page load when the router itself is not available. */
  onGoHome?: () => void;
}

interface CrashBoundaryState {
  error: Error | null;
  resetKey?: string;
}

/** Catches a render error below it and shows the crash screen instead of a blank page. */
export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<CrashBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: CrashBoundaryProps,
    state: CrashBoundaryState,
  ): Partial<CrashBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A screen crashed', error, info.componentStack);
  }

  private readonly tryAgain = () => this.setState({ error: null });

  private readonly goHome = () => {
    this.setState({ error: null });
    if (this.props.onGoHome) this.props.onGoHome();
    else window.location.assign('/home');
  };

  override render(): ReactNode {
    if (this.state.error) return <CrashScreen onTryAgain={this.tryAgain} onGoHome={this.goHome} />;
    return this.props.children;
  }
}
