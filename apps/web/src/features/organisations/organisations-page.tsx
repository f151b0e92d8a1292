import Typography from '@mui/material/Typography';

/** 002 section 2.9: the organisation list (the screens follow the server in issue 8's order of work). */
export function OrganisationsPage() {
  return (
    <Typography component="h1" variant="h5">
      Manage Organisations
    </Typography>
  );
}
