import { Component, type ErrorInfo, type ReactNode } from 'react';

type State = { hasError: boolean };

/** Last-resort boundary outside the router: a plain error screen with a reload button. */
export class RootErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return (
      <section className="status-screen" role="alert">
        <h1 className="status-screen__title">문제가 발생했습니다</h1>
        <p className="status-screen__text">페이지를 새로고침해 주세요.</p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.assign('/')}>
          홈으로
        </button>
      </section>
    );
  }
}
