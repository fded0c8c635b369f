/** A page that may be the user's main view: its resource name and label. */
export interface MainViewChoice {
  id: string;
  name: string;
}
