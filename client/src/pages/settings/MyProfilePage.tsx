import { MyProfile } from "../../features/admin/profile/MyProfile";

/** /MyProfile. */
export function MyProfilePage() {
  return <MyProfile />;
}
