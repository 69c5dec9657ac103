export interface CredentialFieldsProps {
  /** Prefix for the inputs' ids (from `useId`), so labels point at the right inputs. */
  id: string;
  usernameLabel: string;
  passwordLabel: string;
  username: string;
  password: string;
  onUsernameChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
}

/** Username and password inputs shared by every sign-in form, with the autofill hints password managers need. */
export function CredentialFields(props: CredentialFieldsProps) {
  const { id, usernameLabel, passwordLabel, username, password, onUsernameChange, onPasswordChange } = props;
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-username`}>{usernameLabel}</label>
        <input
          id={`${id}-username`}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          value={username}
          onChange={(e) => onUsernameChange(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>{passwordLabel}</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => onPasswordChange(e.target.value)}
        />
      </div>
    </>
  );
}
