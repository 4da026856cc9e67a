import Container, { type ContainerProps } from '@mui/material/Container';

/** The site's content column: the theme's content width, centred, with the standard side padding. */
export function SiteContainer({ sx, ...props }: ContainerProps) {
  return (
    <Container
      maxWidth={false}
      {...props}
      sx={[(theme) => ({ maxWidth: theme.layout.contentMaxWidth }), ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
