# Entry ad: a modal on a timer, remembered in localStorage; wait for it, and for its absence.
import pytest
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

AD = (By.XPATH, "//div[@role='dialog'][.//h2[text()='Welcome offer']]")
FLAG_LINE = "//p[starts-with(text(), 'Stored flag entryAdClosed:')]"


def flag_text(driver):
    return WebDriverWait(driver, 10).until(
        EC.visibility_of_element_located((By.XPATH, FLAG_LINE))
    ).text


def test_the_ad_opens_once_and_stays_closed(driver, base_url):
    driver.get(f"{base_url}/entryAd")
    assert flag_text(driver) == "Stored flag entryAdClosed: not set"
    # It opens 500 ms after the page renders: well within 2 s.
    ad = WebDriverWait(driver, 2).until(EC.visibility_of_element_located(AD))
    ad.find_element(By.XPATH, ".//button[text()='Close']").click()
    WebDriverWait(driver, 5).until(EC.invisibility_of_element_located(AD))
    assert driver.execute_script("return localStorage.getItem('entryAdClosed')") == "true"

    driver.refresh()
    assert flag_text(driver) == "Stored flag entryAdClosed: true"
    # Asserting absence: the ad must not appear within the next 1.5 s.
    with pytest.raises(TimeoutException):
        WebDriverWait(driver, 1.5).until(EC.visibility_of_element_located(AD))

    driver.find_element(By.LINK_TEXT, "Show the ad again").click()
    WebDriverWait(driver, 2).until(EC.visibility_of_element_located(AD))
    assert flag_text(driver) == "Stored flag entryAdClosed: not set"
