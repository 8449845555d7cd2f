# Shop Bug Hunt: open a <details> disclosure and read what it hides; narrow a list with a select and wait for its count.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select, WebDriverWait

COUNT = (By.CSS_SELECTOR, "[data-test='bug-count']")
BUGS = (By.CSS_SELECTOR, "details[data-test^='bug-']")


def test_25_bugs_problem_user_has_9_and_b07_is_caught_by_tc14(driver, base_url):
    driver.get(f"{base_url}/shop/bugs")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.text_to_be_present_in_element(COUNT, "25 planted bugs"))
    assert len(driver.find_elements(*BUGS)) == 25

    Select(driver.find_element(By.CSS_SELECTOR, "[data-test='bug-filter']")).select_by_visible_text(
        "problem_user"
    )
    wait.until(EC.text_to_be_present_in_element(COUNT, "9 planted bugs of problem_user"))
    assert len(driver.find_elements(*BUGS)) == 9

    b07 = driver.find_element(By.CSS_SELECTOR, "[data-test='bug-B07']")
    catch_it = b07.find_element(By.XPATH, ".//p[starts-with(normalize-space(), 'Catch it with:')]")
    # A closed <details> hides everything but its <summary>: WebDriver reads no text from it.
    assert b07.get_attribute("open") is None
    assert not catch_it.is_displayed()
    b07.find_element(By.TAG_NAME, "summary").click()
    wait.until(EC.visibility_of(catch_it))
    assert catch_it.text == "Catch it with: TC14"
