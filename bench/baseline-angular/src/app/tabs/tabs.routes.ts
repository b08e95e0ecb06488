import type { Routes } from '@angular/router';
import { TabsPage } from './tabs.page';

/*
 * The starter's routes under `/tabs/tab1`…; here the tabs are named like Tabshell's, at `/home`,
 * `/explore` and `/settings` as in the stock React app, so that the benchmark taps every app alike.
 */
export const routes: Routes = [
  {
    path: '',
    component: TabsPage,
    children: [
      {
        path: 'home',
        loadComponent: () => import('../tab1/tab1.page').then((m) => m.Tab1Page),
      },
      {
        path: 'explore',
        loadComponent: () => import('../tab2/tab2.page').then((m) => m.Tab2Page),
      },
      {
        path: 'settings',
        loadComponent: () => import('../tab3/tab3.page').then((m) => m.Tab3Page),
      },
      {
        path: '',
        redirectTo: '/home',
        pathMatch: 'full',
      },
    ],
  },
];
