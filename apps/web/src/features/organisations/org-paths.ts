/** The organisation details screen (002 section 2.10) of organisation `id`. */
export const detailsPath = (id: number) => `/orgdetails?org=${id}`;
