import type { RouteObject } from 'react-router';
import { lazyRoute } from '../lazy-route';

/** Sign-in screens; no guard (resident spec, section 2). */
export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: lazyRoute(() => import('../../features/auth/components/login-page'), 'LoginPage'),
  },
  {
    path: 'signup',
    lazy: lazyRoute(() => import('../screens/signup-screen'), 'SignupScreen'),
  },
  {
    path: 'forgot-password',
    lazy: lazyRoute(
      () => import('../../features/auth/components/forgot-password-page'),
      'ForgotPasswordPage',
    ),
  },
  {
    path: 'otp',
    lazy: lazyRoute(() => import('../../features/auth/components/otp-page'), 'OtpPage'),
  },
];
