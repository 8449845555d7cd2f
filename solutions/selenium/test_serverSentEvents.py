# Server-Sent Events: WebDriverWait on the status text (a timeout above the stream's pace), and
# the raw events from Chrome's performance log (goog:loggingPrefs {'performance': 'ALL'}): each
# event the page receives is a Network.eventSourceMessageReceived entry.
import json

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

STATUS = (By.CSS_SELECTOR, "[role=status]")
STREAM = (By.ID, "stream-state")
TRACK = (By.XPATH, '//button[normalize-space()="Track a new parcel"]')


@pytest.fixture
def chrome_capabilities():
    return {"goog:loggingPrefs": {"performance": "ALL"}}


def track(driver):
    """Clicks "Track a new parcel" once the page has rendered it."""
    WebDriverWait(driver, 10).until(EC.element_to_be_clickable(TRACK)).click()


def received_events(driver):
    """The event-stream messages in the performance log since its last read, as (event, data)."""
    messages = [json.loads(entry["message"])["message"] for entry in driver.get_log("performance")]
    return [
        (m["params"]["eventName"], json.loads(m["params"]["data"]))
        for m in messages
        if m["method"] == "Network.eventSourceMessageReceived"
    ]


def test_status_reaches_delivered_and_the_stream_ends(driver, base_url):
    driver.get(f"{base_url}/serverSentEvents?interval=1")
    track(driver)
    WebDriverWait(driver, 5).until(EC.text_to_be_present_in_element(STATUS, "Status: Order placed"))
    # Four steps of 1 s: wait well above that.
    WebDriverWait(driver, 15).until(EC.text_to_be_present_in_element(STATUS, "Status: Delivered"))
    WebDriverWait(driver, 5).until(EC.text_to_be_present_in_element(STREAM, "Stream: ended"))

    events = received_events(driver)
    assert [data["step"] for name, data in events if name == "status"] == [1, 2, 3, 4, 5]
    assert events[-1] == ("end", {})


def test_a_drop_after_event_2_resumes_after_event_2(driver, base_url):
    driver.get(f"{base_url}/serverSentEvents?interval=3")
    track(driver)
    log = (By.CSS_SELECTOR, "[role=log]")
    WebDriverWait(driver, 10).until(EC.text_to_be_present_in_element(log, "Event 2: Packed"))
    drop = (By.XPATH, '//button[normalize-space()="Drop the connection"]')
    WebDriverWait(driver, 5).until(EC.element_to_be_clickable(drop)).click()
    WebDriverWait(driver, 10).until(
        EC.text_to_be_present_in_element(log, "Reconnected, resumed after event 2.")
    )
    assert ("resumed", {"after": 2}) in received_events(driver)
