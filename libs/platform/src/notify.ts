export type NotificationStatus = 'success' | 'error' | 'info' | 'warning';
export interface Notification {
  status: NotificationStatus;
  title: string;
  description?: string;
}
export type Notify = (n: Notification) => void;
