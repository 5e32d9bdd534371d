// The job's photos on the customer's job page (issue 30): PUT /api/bruger/opgaver/:jobId/billeder
// saves them as they are to be (kept, reordered, captioned, removed, new uploads added, in order);
// the job page's cached reply takes the saved photos at once.
import type { JobPhotosBody, JobPhotosReply } from '@opgavetorvet/contracts';
import { jobPageApi } from './job-page-api';

export const jobPhotosApi = jobPageApi.injectEndpoints({
  endpoints: (build) => ({
    saveJobPhotos: build.mutation<JobPhotosReply, JobPhotosBody & { job_id: number }>({
      query: ({ job_id, photos }) => ({
        url: `/api/bruger/opgaver/${job_id}/billeder`,
        method: 'PUT',
        body: { photos },
      }),
      async onQueryStarted({ job_id }, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.catch(() => null);
        if (!saved) return;
        dispatch(
          jobPageApi.util.updateQueryData('jobPage', job_id, (page) => {
            page.photos = saved.data.photos;
          }),
        );
      },
    }),
  }),
});

export const { useSaveJobPhotosMutation } = jobPhotosApi;
