import { Component, type ErrorInfo, type ReactNode } from 'react';

interface PageErrorBoundaryProps {
  /** When this changes (the admin went to another page), the boundary renders its children again. */
  resetKey: string;
  onError: (error: unknown, info: ErrorInfo) => void;
  fallback: ReactNode;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  hasError: boolean;
  resetKey: string;
}

/**
 * Catches a crash while rendering the page so the shell around it (sidebar, top bar) keeps
 * working. React only offers this as a class component.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  constructor(props: PageErrorBoundaryProps) {
    super(props);
    this.state = { hasError: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: PageErrorBoundaryProps, state: PageErrorBoundaryState): Partial<PageErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { hasError: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError(error, info);
  }

  render() {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
